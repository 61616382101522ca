import jax

from server import EmbeddingServer

server = EmbeddingServer(jax.random.normal(jax.random.PRNGKey(0), (50, 8)))
queue = [[1, 2, 3, 4], [5, 6], [7, 8, 9], [10], [11, 12, 13, 14], [15, 16]]
for pending in queue:
    print(server.serve(pending).shape)
