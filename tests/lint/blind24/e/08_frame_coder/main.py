from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

SETTINGS = {"block": 8, "transform": "dct", "deadzone": 0.3}


def basis(n, kind):
    k = np.arange(n)
    if kind == "dct":
        m = np.cos(np.pi * (2 * k[None, :] + 1) * k[:, None] / (2 * n)) * np.sqrt(2 / n)
        m[0] /= np.sqrt(2)
    else:
        m = np.eye(n)
    return jnp.asarray(m, jnp.float32)


@partial(jax.jit, static_argnames=("block", "transform"))
def code_frame(frame, qstep, deadzone, block, transform):
    h, w = frame.shape
    B = basis(block, transform)
    tiles = frame.reshape(h // block, block, w // block, block).transpose(0, 2, 1, 3)
    c = B @ tiles @ B.T
    q = jnp.sign(c) * jnp.floor(jnp.abs(c) / qstep + (1 - deadzone))
    rec = B.T @ (q * qstep) @ B
    return rec.transpose(0, 2, 1, 3).reshape(h, w), jnp.count_nonzero(q)


def main():
    rng = np.random.default_rng(4)
    qstep = 12.0
    for i in range(8):
        frame = (128 + 40 * rng.standard_normal((32, 48))).astype(np.float32)
        rec, nz = code_frame(frame, qstep, SETTINGS["deadzone"],
                             block=SETTINGS["block"], transform=SETTINGS["transform"])
        qstep = qstep * (1.15 if int(nz) > 300 else 0.9)
        print(i, int(nz), round(qstep, 2))


if __name__ == "__main__":
    main()
