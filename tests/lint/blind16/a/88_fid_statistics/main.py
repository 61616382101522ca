import jax

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp
import numpy as np

from fid import extract_features, frechet_distance, gaussian_stats, init_feature_net


def generator(params, z):
    return jnp.tanh(z @ params).reshape(-1, 4, 4, 3)


def main():
    rng = np.random.default_rng(0)
    net = init_feature_net(jax.random.PRNGKey(0))
    real = rng.uniform(-1, 1, size=(64, 4, 4, 3))
    g_params = jax.random.normal(jax.random.PRNGKey(1), (8, 48), dtype=jnp.float32)
    mu_r, s_r = gaussian_stats(extract_features(net, real))
    for epoch in range(3):
        z = jax.random.normal(jax.random.PRNGKey(10 + epoch), (64, 8), dtype=jnp.float32)
        fake = generator(g_params * (1 + 0.1 * epoch), z)
        mu_f, s_f = gaussian_stats(extract_features(net, fake))
        print(epoch, round(frechet_distance(mu_r, s_r, mu_f, s_f), 4))


if __name__ == "__main__":
    main()
