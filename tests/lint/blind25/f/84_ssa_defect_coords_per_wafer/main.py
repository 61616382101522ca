from klarf import read_defect_list
from ssa import neighbour_density


def main():
    for wafer in range(6):
        xy = read_defect_list(wafer)
        counts, frac = neighbour_density(xy, 6.0)
        tag = "SIGNATURE" if float(frac) > 0.25 else "random"
        print(f"wafer {wafer}: {len(xy)} defects, clustered fraction {float(frac):.2f} -> {tag}")


if __name__ == "__main__":
    main()
