import jax.numpy as jnp

from runner import RegionRunner

REGIONS = [("harbour", 12_000.0, 5.0), ("uplands", 3_500.0, 2.0), ("capital", 250_000.0, 40.0),
           ("delta", 48_000.0, 10.0), ("plains", 7_200.0, 3.0)]

if __name__ == "__main__":
    runners = [RegionRunner(*spec) for spec in REGIONS]
    for beta in (0.2, 0.3):
        for runner in runners:
            print(f"{runner.name:8s} beta={beta}: attack {runner.attack_rate(jnp.float32(beta)):.3f}")
