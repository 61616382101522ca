import jax
import jax.numpy as jnp
import numpy as np
import optax

from ada import AdaptiveAugment, ada_augment

STEPS = 6
BATCH = 16

opt = optax.adam(1e-3)


def discriminator(params, x):
    return jnp.tanh(x.reshape(x.shape[0], -1) @ params["w1"]) @ params["w2"]


@jax.jit
def d_step(params, opt_state, real, fake):
    def loss_fn(p):
        lr, lf = discriminator(p, real), discriminator(p, fake)
        return jnp.mean(jax.nn.softplus(-lr)) + jnp.mean(jax.nn.softplus(lf)), lr

    (loss, real_logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, real_logits


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (48, 16)) * 0.1, "w2": jax.random.normal(k2, (16,)) * 0.1}
    opt_state = opt.init(params)
    ada = AdaptiveAugment()
    key = jax.random.PRNGKey(1)
    for step in range(STEPS):
        real = rng.uniform(size=(BATCH, 4, 4, 3)).astype(np.float32)
        fake = rng.normal(size=(BATCH, 4, 4, 3)).astype(np.float32)
        key, kr, kf = jax.random.split(key, 3)
        real_aug = ada_augment(kr, real, ada.p)
        fake_aug = ada_augment(kf, fake, ada.p)
        params, opt_state, loss, real_logits = d_step(params, opt_state, real_aug, fake_aug)
        r_t = ada.update(real_logits)
        print(f"step {step}: d_loss {float(loss):.4f} r_t {r_t:+.2f} p {ada.p:.2f}")


if __name__ == "__main__":
    main()
