from loader import TileLoader


def main():
    for i, tile in TileLoader():
        print(f"tile {i}: mean {float(tile.mean()):+.3f} max {float(tile.max()):.3f}")


if __name__ == "__main__":
    main()
