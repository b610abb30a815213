import type { CustomProductDto, CustomProductInput, MultiEanApi } from '../multiean-api.port';

/** A strict fake holding boxes in memory; a taken EAN is refused as the server refuses it. */
export class FakeMultiEanApi implements MultiEanApi {
  boxes: CustomProductDto[] = [];
  keys: string[] = [];
  private nextId = 1;
  constructor(private readonly refuse: (body: CustomProductInput, selfId: number | null) => unknown = () => null) {}

  async list(): Promise<CustomProductDto[]> {
    return [...this.boxes];
  }
  async create(body: CustomProductInput, key: string): Promise<CustomProductDto> {
    this.keys.push(key);
    const failure = this.refuse(body, null);
    if (failure) throw failure;
    const box = { id: this.nextId++, ...body };
    this.boxes.push(box);
    return box;
  }
  async update(id: number, body: CustomProductInput, key: string): Promise<CustomProductDto> {
    this.keys.push(key);
    const failure = this.refuse(body, id);
    if (failure) throw failure;
    const box = { id, ...body };
    this.boxes = this.boxes.map((b) => (b.id === id ? box : b));
    return box;
  }
  async remove(id: number, key: string): Promise<void> {
    this.keys.push(key);
    if (!this.boxes.some((b) => b.id === id)) throw new Error(`FakeMultiEanApi: no box ${id}`);
    this.boxes = this.boxes.filter((b) => b.id !== id);
  }
}
