import jax
import jax.numpy as jnp
import numpy as np

from losses import AdaptiveKL, make_policy_loss

OBS, ACT, N = 4, 3, 128


def main():
    rng = np.random.default_rng(0)
    params = jnp.zeros((OBS, ACT))
    kl_ctrl = AdaptiveKL()
    for it in range(6):
        obs = rng.normal(size=(N, OBS)).astype(np.float32)
        actions = rng.integers(0, ACT, size=N).astype(np.int32)
        adv = rng.normal(size=N).astype(np.float32)
        old_logits = obs @ np.asarray(params)
        grad_fn = jax.jit(jax.grad(make_policy_loss(kl_ctrl.coef), has_aux=True))
        for epoch in range(3):
            g, kl = grad_fn(params, obs, actions, adv, old_logits)
            params = params - 0.5 * g
        kl_ctrl.update(float(kl))
        print(it, round(kl_ctrl.coef, 4), float(kl))


if __name__ == "__main__":
    main()
