from models import merton_call
from service import PricingService

REQUESTS = [
    (101.2, 100.0, 0.25),
    (101.2, 105.0, 0.25),
    (100.8, 95.0, 0.5),
    (100.5, 100.0, 1.0),
    (99.9, 110.0, 1.0),
]


def main():
    svc = PricingService(merton_call)
    for spot, strike, maturity in REQUESTS:
        print(f"S={spot} K={strike} T={maturity}: {svc.quote(spot, strike, maturity):.4f}")


if __name__ == "__main__":
    main()
