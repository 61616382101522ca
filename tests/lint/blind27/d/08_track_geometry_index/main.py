import jax
import jax.numpy as jnp
import numpy as np

from sensors import assemble_record


@jax.jit
def geometry_index(rec):
    g = jnp.abs(rec["gauge"] - 1435.0) / 3.0
    c = jnp.abs(rec["cant"]) / 10.0
    a = jnp.abs(rec["alignment"]) / 5.0
    return jnp.sqrt(g ** 2 + c ** 2 + a ** 2)


def main():
    rng = np.random.default_rng(11)
    orders = [("gauge", "cant", "alignment"), ("cant", "alignment", "gauge"), ("alignment", "gauge", "cant")]
    for run in range(9):
        rec = assemble_record(orders[run % 3], 200, rng)
        idx = geometry_index(rec)
        print(run, list(rec.keys())[0], f"{float(idx.mean()):.3f}")


if __name__ == "__main__":
    main()
