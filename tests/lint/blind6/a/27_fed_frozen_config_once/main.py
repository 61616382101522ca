import jax
import jax.numpy as jnp

from client import local_update
from config import ClientConfig


class FedProxServer:
    def __init__(self, dim, n_clients, key, cfg):
        self.w = jnp.zeros(dim)
        keys = jax.random.split(key, n_clients)
        self.clients = [(jax.random.normal(k, (20, dim)), jax.random.normal(k, (20,))) for k in keys]
        self.cfg = cfg

    def run_round(self, r):
        updates = [local_update(self.w, self.w, x, y, cfg=self.cfg) for x, y in self.clients]
        self.w = jnp.mean(jnp.stack(updates), axis=0)


server = FedProxServer(5, 3, jax.random.PRNGKey(0), ClientConfig())
for r in range(5):
    server.run_round(r)
print(server.w)
