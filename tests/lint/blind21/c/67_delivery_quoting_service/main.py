import numpy as np

from service import QuoteService


def incoming_requests(rng, n):
    for _ in range(n):
        size = int(rng.integers(1, 10))
        yield [{"km": float(rng.uniform(1, 50)), "kg": float(rng.uniform(1, 40))} for _ in range(size)]


def main():
    svc = QuoteService(fuel_price=1.9, base_fee=4.0)
    rng = np.random.default_rng(7)
    for i, request in enumerate(incoming_requests(rng, 5)):
        quotes = svc.handle(request)
        print(f"request {i}: {len(quotes)} quotes, total {quotes.sum():.2f}")


if __name__ == "__main__":
    main()
