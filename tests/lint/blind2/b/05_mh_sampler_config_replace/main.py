import jax

from sampler import AdaptiveSampler

sampler = AdaptiveSampler(dim=3)
key = jax.random.PRNGKey(42)
for i in range(5):
    key, sub = jax.random.split(key)
    acc = sampler.sweep(sub)
    print(f"sweep {i}: acceptance={acc:.2f} step_size={sampler.config.step_size:.3f}")
