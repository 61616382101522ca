import jax
import jax.numpy as jnp
import numpy as np
import optax

LATENT = 4
DATA_DIM = 2
BASE_LR = 2e-3
WARMUP_STEPS = 3


def mlp(params, x):
    for w, b in params[:-1]:
        x = jax.nn.leaky_relu(x @ w + b, 0.2)
    w, b = params[-1]
    return x @ w + b


def init_mlp(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [(jax.random.normal(k, (m, n)) / jnp.sqrt(m), jnp.zeros((n,)))
            for k, m, n in zip(keys, sizes[:-1], sizes[1:])]


def d_loss_fn(d_params, g_params, real, z):
    fake = mlp(g_params, z)
    real_logits = mlp(d_params, real)
    fake_logits = mlp(d_params, fake)
    return (optax.sigmoid_binary_cross_entropy(real_logits, jnp.ones_like(real_logits)).mean()
            + optax.sigmoid_binary_cross_entropy(fake_logits, jnp.zeros_like(fake_logits)).mean())


def g_loss_fn(g_params, d_params, z):
    fake_logits = mlp(d_params, mlp(g_params, z))
    return optax.sigmoid_binary_cross_entropy(fake_logits, jnp.ones_like(fake_logits)).mean()


def sgd(params, grads, lr):
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


@jax.jit
def gan_step(g_params, d_params, real, key, lr_scale):
    z_d, z_g = jax.random.split(key)
    lr = BASE_LR * lr_scale
    d_loss, d_grads = jax.value_and_grad(d_loss_fn)(d_params, g_params, real,
                                                    jax.random.normal(z_d, (real.shape[0], LATENT)))
    d_params = sgd(d_params, d_grads, lr)
    g_loss, g_grads = jax.value_and_grad(g_loss_fn)(g_params, d_params,
                                                    jax.random.normal(z_g, (real.shape[0], LATENT)))
    g_params = sgd(g_params, g_grads, lr)
    return g_params, d_params, d_loss, g_loss


def sample_ring(rng, n):
    angles = rng.uniform(0, 2 * np.pi, size=n)
    return np.stack([np.cos(angles), np.sin(angles)], axis=1).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    kg, kd, key = jax.random.split(key, 3)
    g_params = init_mlp(kg, [LATENT, 32, DATA_DIM])
    d_params = init_mlp(kd, [DATA_DIM, 32, 1])
    for step in range(8):
        key, sub = jax.random.split(key)
        lr_scale = jnp.asarray(min(1, step / WARMUP_STEPS), dtype=jnp.float32)
        g_params, d_params, d_loss, g_loss = gan_step(g_params, d_params, sample_ring(rng, 64), sub, lr_scale)
        print(f"step {step} lr_scale {float(lr_scale):.2f} d {float(d_loss):.3f} g {float(g_loss):.3f}")


if __name__ == "__main__":
    main()
