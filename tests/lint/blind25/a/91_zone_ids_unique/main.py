import jax
import jax.numpy as jnp
import numpy as np

from zones import field_zone_map


@jax.jit
def zone_means(zone_map, zone_ids, yield_map):
    onehot = (zone_map[..., None] == zone_ids).astype(jnp.float32)
    totals = jnp.einsum("hwz,hw->z", onehot, yield_map)
    counts = onehot.sum(axis=(0, 1))
    return totals / counts


def main():
    rng = np.random.default_rng(5)
    for field in range(6):
        zmap = field_zone_map(rng)
        ids = np.unique(zmap)
        ymap = rng.normal(10, 1.5, zmap.shape).astype(np.float32)
        means = zone_means(zmap, ids, ymap)
        print(f"field {field}: zones {ids.tolist()} -> yields {np.round(np.asarray(means), 2).tolist()}")


if __name__ == "__main__":
    main()
