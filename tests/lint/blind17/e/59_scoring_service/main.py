import jax.numpy as jnp

from service import ScoringService

params = {
    "mean": jnp.array([40.0, 55000.0, 5.0, 2.0]),
    "scale": jnp.array([12.0, 20000.0, 3.0, 1.0]),
    "w": jnp.array([0.3, -0.8, -0.5, 0.2]),
    "b": jnp.array(0.1),
}

requests = [
    {"id": 1, "age": 34, "income": 42000, "tenure": 3, "num_products": 2},
    {"id": 2, "age": 51, "income": 61250.5, "tenure": 8, "num_products": 1},
    {"id": 3, "age": 27, "income": 38000, "tenure": 1, "num_products": 3},
    {"id": 4, "age": 45, "income": 72000, "tenure": 2.5, "num_products": 2},
]

svc = ScoringService(params)
for req in requests:
    print(svc.handle(req))
