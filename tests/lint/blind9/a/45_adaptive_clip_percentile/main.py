import jax
import jax.numpy as jnp
import numpy as np
import optax

from clipping import AdaptiveGradClipper

STEPS = 6

opt = optax.adam(3e-3)


def init(key, dim=64, latent=8):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (dim, latent)) * 0.1,
            "dec": jax.random.normal(k2, (latent, dim)) * 0.1}


def denoising_loss(params, clean, noisy):
    recon = jax.nn.sigmoid(jnp.tanh(noisy @ params["enc"]) @ params["dec"])
    return jnp.mean((recon - clean) ** 2)


@jax.jit
def train_step(params, opt_state, clean, noisy, clip_norm):
    loss, grads = jax.value_and_grad(denoising_loss)(params, clean, noisy)
    g_norm = optax.global_norm(grads)
    scale = jnp.minimum(1.0, clip_norm / (g_norm + 1e-6))
    grads = jax.tree_util.tree_map(lambda g: g * scale, grads)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, g_norm


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0))
    opt_state = opt.init(params)
    clipper = AdaptiveGradClipper()
    for step in range(STEPS):
        clean = rng.uniform(size=(32, 64)).astype(np.float32)
        noisy = np.clip(clean + 0.2 * rng.normal(size=clean.shape), 0, 1).astype(np.float32)
        clip_norm = clipper.threshold()
        params, opt_state, loss, g_norm = train_step(params, opt_state, clean, noisy, clip_norm)
        clipper.record(g_norm)
        print(f"step {step}: loss {float(loss):.4f} |g| {float(g_norm):.3f} clip {clip_norm:.3f}")


if __name__ == "__main__":
    main()
