import numpy as np

from dose import neutron_dose
from io_utils import export_text, load_bubble_counts


def main():
    rng = np.random.default_rng(0)
    for reader, layout in enumerate(["column", "grid", "column", "grid"]):
        counts = rng.poisson(25, 16)
        bubbles = load_bubble_counts(export_text(counts, layout), layout)
        d = neutron_dose(bubbles, 23.0)
        print(f"reader {reader} ({layout}): mean {float(d.mean()):.1f} uSv over {d.shape[0]} detectors")


if __name__ == "__main__":
    main()
