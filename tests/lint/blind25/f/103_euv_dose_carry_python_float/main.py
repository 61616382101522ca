import numpy as np

from dose import dose_to_size

TARGET_CD = 16.0
SENS = -0.9  # nm CD change per % dose


def field_cd_map(lot, rng):
    return (16.0 + 0.15 * lot + rng.normal(0, 0.25, (9, 11))).astype(np.float32)


def main():
    rng = np.random.default_rng(2)
    offset = 0.0
    for lot in range(7):
        corr, mean_cd = dose_to_size(field_cd_map(lot, rng), offset, SENS)
        offset = offset + 0.5 * float((mean_cd - TARGET_CD) / -SENS)
        print(f"lot {lot}: mean CD {float(mean_cd):.2f} nm -> next offset {offset:+.3f}% dose, field corr range {float(corr.max() - corr.min()):.2f}%")


if __name__ == "__main__":
    main()
