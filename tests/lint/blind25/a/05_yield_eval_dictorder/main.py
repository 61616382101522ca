import jax
import jax.numpy as jnp

from features import load_fields

COEF = {"nitrogen": 0.021, "phosphorus": 0.035, "organic_matter": 0.4}


@jax.jit
def predict_zone_yield(rec):
    base = 3.2
    n_resp = COEF["nitrogen"] * rec["nitrogen"] - 4.5e-5 * rec["nitrogen"] ** 2
    return base + n_resp + COEF["phosphorus"] * jnp.sqrt(rec["phosphorus"]) + COEF["organic_matter"] * rec["organic_matter"]


def main():
    for i, rec in enumerate(load_fields()):
        y = predict_zone_yield(rec)
        print(f"field {i}: mean {float(y.mean()):.2f} t/ha, min {float(y.min()):.2f}")


if __name__ == "__main__":
    main()
