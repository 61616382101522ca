from io_utils import load_hyperspectral
from indices import ripeness_indices


def main():
    scans = [("block A row 3", "bench"), ("block A row 9", "drone"), ("block C row 1", "bench"), ("block C row 4", "drone")]
    for i, (name, source) in enumerate(scans):
        ndvi, anth = ripeness_indices(load_hyperspectral(source, seed=i))
        print(f"{name} ({source}): NDVI {float(ndvi):.3f}, anthocyanin index {float(anth):.3f}")


if __name__ == "__main__":
    main()
