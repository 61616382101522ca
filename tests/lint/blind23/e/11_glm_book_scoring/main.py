import jax.numpy as jnp
import numpy as np

from model import score_book

rng = np.random.default_rng(2)
beta = jnp.array([-2.0, 0.3, -0.2, 0.1])


def make_book(n, with_exposure):
    X = np.column_stack([np.ones(n), rng.normal(size=(n, 3))]).astype(np.float32)
    book = {"X": X}
    if with_exposure:
        book["exposure"] = rng.uniform(0.1, 1.0, n).astype(np.float32)
    return book


# renewals carry earned exposure; new-business quotes are annualised
books = {
    "renewals_q1": make_book(300, True),
    "new_business_q1": make_book(300, False),
    "renewals_q2": make_book(300, True),
    "new_business_q2": make_book(300, False),
}

for name, book in books.items():
    pred = score_book(beta, book)
    print(name, "expected claims", round(float(pred.sum()), 2))
