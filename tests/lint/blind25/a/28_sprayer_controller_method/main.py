import numpy as np

from controller import VariableRateSprayer


def main():
    rng = np.random.default_rng(4)
    sprayer = VariableRateSprayer(n_nozzles=24, target_l_ha=150.0)
    for pass_id in range(8):
        density = rng.beta(1.2, 6.0, size=24).astype(np.float32)
        speed = float(rng.uniform(8.0, 14.0))
        rates = sprayer.control(density, speed)
        print(f"pass {pass_id}: speed {speed:.1f} km/h, mean {float(rates.mean()):.2f} L/min")


if __name__ == "__main__":
    main()
