import numpy as np

from sources import as_components, hf_radar, ocean_model
from transport import drift_displacement


def main():
    rng = np.random.default_rng(0)
    wind = rng.normal(6, 2, (2, 30, 30)).astype(np.float32)
    for t in range(3):
        for name, src in (("hfr", hf_radar), ("model", ocean_model)):
            cur = as_components(src(rng))
            disp = drift_displacement(cur, wind, 6.0)
            print(t, name, round(float(np.hypot(*np.asarray(disp)).mean()), 2))


if __name__ == "__main__":
    main()
