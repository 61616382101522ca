import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp

from model import AttitudeDenoiser
from train import opt, denoise_step


def quats(n, seed):
    rng = np.random.default_rng(seed)
    q = rng.normal(size=(n, 4))
    q /= np.linalg.norm(q, axis=1, keepdims=True)
    qn = q + rng.normal(0, 0.02, q.shape)
    qn /= np.linalg.norm(qn, axis=1, keepdims=True)
    return jnp.asarray(qn, jnp.float32), jnp.asarray(q, jnp.float32)


def main():
    qn, qt = quats(256, 0)
    model = AttitudeDenoiser(jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for step in range(12):
        model, opt_state, loss = denoise_step(model, opt_state, qn, qt, step)
    print(float(loss))


if __name__ == "__main__":
    main()
