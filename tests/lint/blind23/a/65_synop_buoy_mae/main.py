import numpy as np

from skill import mae_skill
from sources import load_source


def main():
    rng = np.random.default_rng(0)
    for name in ["synop_de", "buoy_na", "synop_fr", "metar_us", "synop_it"]:
        rec = load_source(name, rng)
        fc = (rec["obs"] + rng.normal(0, 1.5, size=rec["obs"].shape)).astype(np.float32)
        mae = mae_skill(fc, rec["obs"], rec["flags"])
        print(name, np.round(np.asarray(mae[:4]), 3))


if __name__ == "__main__":
    main()
