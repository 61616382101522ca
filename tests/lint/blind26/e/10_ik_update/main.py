import jax
import jax.numpy as jnp
import numpy as np


def planar_leg_fk(angles, seg):
    hip, knee = angles[..., 0], angles[..., 1]
    kx = seg[0] * jnp.sin(hip)
    ky = -seg[0] * jnp.cos(hip)
    return jnp.stack([kx + seg[1] * jnp.sin(hip - knee), ky - seg[1] * jnp.cos(hip - knee)], axis=-1)


@jax.jit
def ik_update(angles, target, seg):
    def err(a):
        return jnp.sum((planar_leg_fk(a, seg) - target) ** 2)
    return angles - 0.5 * jax.grad(err)(angles)


def fit_angles(markers, seg, iters=50):
    angles = jnp.zeros((markers.shape[0], 2)) + jnp.array([0.2, 0.4])
    for _ in range(iters):
        angles = ik_update(angles, markers, seg)
    return angles


rng = np.random.default_rng(5)
athletes = {"S1": (0.44, 0.41), "S2": (0.47, 0.43), "S3": (0.41, 0.39)}
for name, lengths in athletes.items():
    seg = jnp.asarray(lengths, dtype=jnp.float32)
    true = jnp.asarray(np.stack([np.linspace(-0.3, 0.5, 100), np.linspace(0.1, 1.0, 100)], -1), jnp.float32)
    markers = planar_leg_fk(true, seg) + 0.002 * rng.standard_normal((100, 2)).astype(np.float32)
    ang = fit_angles(markers, seg)
    print(name, "mean knee flexion (deg):", float(jnp.degrees(ang[:, 1]).mean()))
