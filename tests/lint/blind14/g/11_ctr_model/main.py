import jax.numpy as jnp

from model import predict


def main():
    w = jnp.ones(5) * 0.1
    bias = jnp.zeros(())
    feats = jnp.ones((4, 5))
    a = predict(w, feats, bias)
    b = predict(w, feats, bias=bias)
    c = predict(w, feats=feats, bias=bias)
    print(a.sum() + b.sum() + c.sum())


if __name__ == "__main__":
    main()
