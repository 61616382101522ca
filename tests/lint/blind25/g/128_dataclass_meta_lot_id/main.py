import numpy as np
import jax.numpy as jnp

from batch import incoming_lots
from qc import bias_check


def main():
    rng = np.random.default_rng(0)
    coef = jnp.asarray(rng.normal(size=40) * 0.02, dtype=jnp.float32)
    for lot in incoming_lots(rng):
        bias, sep = bias_check(coef, lot)
        flag = "recalibrate" if abs(float(bias)) > 0.5 else "ok"
        print(f"{lot.lot_id}: bias {float(bias):+.2f} SEP {float(sep):.2f} {flag}")


if __name__ == "__main__":
    main()
