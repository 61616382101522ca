import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import LinearReservoirChain


@eqx.filter_jit
def chain_sse(model, rain, q_obs):
    return jnp.sum((model(rain) - q_obs) ** 2)


def main():
    rng = np.random.default_rng(6)
    rain = jnp.asarray(rng.gamma(0.6, 5.0, 120).astype(np.float32))
    q_obs = LinearReservoirChain(jnp.log(jnp.float32(0.35)))(rain)
    model = LinearReservoirChain(jnp.log(jnp.float32(0.8)))
    step = jnp.float32(0.1)
    best = chain_sse(model, rain, q_obs)
    for it in range(20):
        for direction in (-1.0, 1.0):
            trial = eqx.tree_at(lambda m: m.log_k, model, model.log_k + direction * step)
            sse = chain_sse(trial, rain, q_obs)
            if float(sse) < float(best):
                model, best = trial, sse
        step = step * 0.8
    print(f"k = {float(jnp.exp(model.log_k)):.4f}, SSE {float(best):.4f}")


if __name__ == "__main__":
    main()
