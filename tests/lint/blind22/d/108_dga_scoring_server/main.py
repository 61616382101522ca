import jax
import jax.numpy as jnp

from server import DGAServer

REQUESTS = [
    ["google.com", "xk2j9qpz.net"],
    ["wikipedia.org", "a9f8e7d6c5b4.biz", "mail.example.com"],
    ["qwpoeiruty.info"],
]


def main():
    char_logp = jax.nn.log_softmax(jax.random.normal(jax.random.PRNGKey(0), (64,)))
    srv = DGAServer(char_logp)
    for names in REQUESTS:
        print(srv.handle(names))


if __name__ == "__main__":
    main()
