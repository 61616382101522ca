from data import xray_batches
from inspect_ops import porosity_index


def main():
    for part, batch in xray_batches(seed=6):
        idx = porosity_index(batch)
        print(part, [round(float(v), 4) for v in idx])


if __name__ == "__main__":
    main()
