import jax

from sim import var_999

lines = {
    "motor": {"freq": 12.0, "mu": 8.0, "sigma": 1.2},
    "property": {"freq": 6.0, "mu": 9.0, "sigma": 1.5},
    "liability": {"freq": 3.0, "mu": 9.8, "sigma": 1.8},
}
key = jax.random.PRNGKey(99)
for name, p in lines.items():
    key, sub = jax.random.split(key)
    print(f"{name}: 1-in-200 annual aggregate {float(var_999(sub, p)):,.0f}")
