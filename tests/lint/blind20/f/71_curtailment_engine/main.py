import numpy as np

from engine import CurtailmentEngine

SITE = {"export_limit_kw": 5.0, "inverter_kw": 10.0}


def handle_request(pv_kw, load_kw):
    engine = CurtailmentEngine(**SITE)
    pv, lost_kwh = engine.curtail(pv_kw, load_kw)
    return {"lost_kwh": round(float(lost_kwh), 2), "peak_pv": round(float(pv.max()), 2)}


def main():
    rng = np.random.default_rng(17)
    t = np.arange(96) / 4
    for req in range(4):
        pv = np.clip(11 * np.sin((t - 6) / 12 * np.pi), 0, None).astype(np.float32) * rng.uniform(0.6, 1.0)
        load = rng.uniform(0.5, 3.0, 96).astype(np.float32)
        print(req, handle_request(pv.astype(np.float32), load))


if __name__ == "__main__":
    main()
