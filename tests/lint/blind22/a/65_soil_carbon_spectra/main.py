import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from train import optim, train_step

# spectral bands from a handheld vis-NIR soil scanner
N_BANDS = 24


def soil_samples(seed, n=120):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, N_BANDS)).astype(np.float32)
    soc = 1.8 + 0.6 * x[:, 5] - 0.4 * x[:, 17] + rng.normal(0, 0.1, n)
    return jnp.asarray(x), jnp.asarray(soc, jnp.float32)


def l1_schedule(epoch, warmup=2, target=1e-3):
    return 0.0 if epoch < warmup else target * (epoch - warmup + 1)


def main():
    x, y = soil_samples(0)
    model = eqx.nn.MLP(N_BANDS, 1, width_size=16, depth=1, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        for _ in range(4):
            model, opt_state, loss = train_step(model, opt_state, x, y, l1_schedule(epoch))
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
