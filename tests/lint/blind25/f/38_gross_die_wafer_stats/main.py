import jax
import jax.numpy as jnp

from sortdata import wafer_sort_records, split_by_wafer


@jax.jit
def wafer_stats(dies, idd_max, vmin_max):
    xy, idd, vmin = dies[:, :2], dies[:, 2], dies[:, 3]
    good = (idd < idd_max) & (vmin < vmin_max)
    r = jnp.hypot(xy[:, 0], xy[:, 1])
    edge = r > 120.0
    return {
        "yield": good.mean(),
        "edge_yield": jnp.sum(good & edge) / jnp.maximum(jnp.sum(edge), 1),
        "center_yield": jnp.sum(good & ~edge) / jnp.maximum(jnp.sum(~edge), 1),
    }


def main():
    table = wafer_sort_records(8)
    for w, dies in enumerate(split_by_wafer(table)):
        s = wafer_stats(dies, 1.3, 0.66)
        print(f"wafer {w}: {len(dies)} dies, yield {float(s['yield']):.3f} edge {float(s['edge_yield']):.3f}")


if __name__ == "__main__":
    main()
