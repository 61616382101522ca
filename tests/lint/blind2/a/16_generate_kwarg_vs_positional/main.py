import jax

from model import init_params
from server import CompletionServer

server = CompletionServer(init_params(jax.random.PRNGKey(0)))
server.warmup(seq_len=4)
for prompt in ([1, 2, 3, 4], [5, 6, 7, 8], [9, 1, 2, 3]):
    print(prompt, "->", server.complete(prompt))
