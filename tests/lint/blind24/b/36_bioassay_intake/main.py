from bioassay import load_urinalysis
from intake import estimate_intake


def main():
    for i, (grid, mask) in enumerate(load_urinalysis()):
        intake = estimate_intake(grid, mask)
        print(f"subject {i}: {int(mask.sum()):2d} samples, intake {float(intake):.0f} Bq")


if __name__ == "__main__":
    main()
