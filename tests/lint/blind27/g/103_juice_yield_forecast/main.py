import numpy as np
import jax.numpy as jnp

from forecast import block_forecast, contract_check


def main():
    rng = np.random.default_rng(5)
    eff = jnp.float32(0.72)
    for block in ["North", "South", "Creek", "Ridge"]:
        s = {"mass": jnp.asarray(rng.uniform(0.12, 0.25, 50), jnp.float32),
             "berries": jnp.asarray(rng.integers(80, 160, 50), jnp.float32)}
        est = block_forecast(s, eff)
        ok = contract_check(s, eff, contracted_l=6.0)
        print(f"{block:6s}: {float(est.sum()):.2f} L from sample, contract met: {ok}")


if __name__ == "__main__":
    main()
