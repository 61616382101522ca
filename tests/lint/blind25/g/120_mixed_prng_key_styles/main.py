import jax
import jax.numpy as jnp

from cellar import plan_tank
from dosing import simulate_sulfite_dosing


def main():
    # pilot run from the lab notebook
    dose, pct = simulate_sulfite_dosing(jax.random.PRNGKey(0), jnp.float32(30.0), jnp.float32(50.0))
    print(f"pilot: {float(dose):.1f} g KMS, free SO2 P5/P50/P95 {[round(float(v), 1) for v in pct]}")
    for tank, (target, vol) in enumerate([(30.0, 120.0), (35.0, 80.0), (25.0, 200.0)], start=1):
        dose, pct = plan_tank(tank, jnp.float32(target), jnp.float32(vol))
        print(f"tank {tank}: {float(dose):.1f} g KMS, free SO2 P5 {float(pct[0]):.1f} mg/L")


if __name__ == "__main__":
    main()
