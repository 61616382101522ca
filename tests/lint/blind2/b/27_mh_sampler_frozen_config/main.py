import jax

from sampler import AdaptiveSampler, ChainConfig

sampler = AdaptiveSampler(dim=3, config=ChainConfig(n_steps=25))
key = jax.random.PRNGKey(42)
for i in range(5):
    key, sub = jax.random.split(key)
    acc = sampler.sweep(sub)
    print(f"sweep {i}: acceptance={acc:.2f} step_size={float(sampler.step_size):.3f}")
