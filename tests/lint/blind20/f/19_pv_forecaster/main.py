import numpy as np

from forecaster import PVForecaster


def weather_feed(n_updates, seed=0):
    rng = np.random.default_rng(seed)
    hours = np.arange(48)
    for _ in range(n_updates):
        irr = np.clip(900 * np.sin((hours % 24 - 6) / 12 * np.pi), 0, None).astype(np.float32)
        cloud = rng.uniform(0, 1, size=48).astype(np.float32)
        yield irr, cloud


def main():
    fc = PVForecaster(peak_kw=8.0)
    for i, (irr, cloud) in enumerate(weather_feed(5)):
        pv = fc.forecast(irr, cloud)
        print(f"update {i}: energy={float(pv.sum()):.1f} kWh")


if __name__ == "__main__":
    main()
