import jax
import jax.numpy as jnp
import numpy as np

from lanes import build_lanes


@jax.jit
def speed_profile(centerline, v0, v_limit, a_lat_max=3.0):
    seg = centerline[1:] - centerline[:-1]
    heading = jnp.arctan2(seg[:, 1], seg[:, 0])
    ds = jnp.linalg.norm(seg, axis=-1)
    curvature = jnp.abs(jnp.diff(heading)) / jnp.maximum(ds[1:], 1e-3)
    v_curve = jnp.sqrt(a_lat_max / jnp.maximum(curvature, 1e-4))
    v_cap = jnp.minimum(v_curve, v_limit)

    def accel_pass(v_prev, cap_ds):
        cap, d = cap_ds
        v = jnp.minimum(cap, jnp.sqrt(v_prev ** 2 + 2 * 2.0 * d))
        return v, v

    _, v = jax.lax.scan(accel_pass, v0, (v_cap, ds[1:]))
    return v


def main():
    rng = np.random.default_rng(0)
    lanes = build_lanes(rng, 6)
    v0 = jnp.float32(5.0)
    for lane in lanes:
        v = speed_profile(lane.centerline, v0, lane.limit())
        print(lane.lane_id, float(v.mean()))


if __name__ == "__main__":
    main()
