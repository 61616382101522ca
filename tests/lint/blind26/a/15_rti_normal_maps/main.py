import numpy as np
import jax
import jax.numpy as jnp

from rti_io import RTIStack


def light_directions(n):
    az = np.linspace(0, 2 * np.pi, n, endpoint=False)
    el = np.full(n, np.pi / 4)
    return np.stack([np.cos(az) * np.cos(el), np.sin(az) * np.cos(el), np.sin(el)], 1).astype(np.float32)


@jax.jit
def normal_map(frames, L):
    I = frames.reshape(frames.shape[0], -1)
    G = jnp.linalg.lstsq(L, I)[0]
    albedo = jnp.linalg.norm(G, axis=0)
    n = G / (albedo + 1e-6)
    return n.reshape(3, *frames.shape[1:]), albedo.reshape(frames.shape[1:])


stack = RTIStack()
L = jnp.asarray(light_directions(12))
for tablet in range(5):
    normals, albedo = normal_map(stack.read(tablet), L)
    print(f"tablet {tablet}: mean albedo {float(albedo.mean()):.3f}")
