import numpy as np

from store import load_tariff_table
from billing import monthly_bills


def main():
    for month, src in enumerate(["warehouse", "replica", "warehouse", "replica"]):
        bands, usage = load_tariff_table(src)
        bills = monthly_bills(bands, usage)
        print(month, src, bands.dtype, round(float(bills.sum()), 2))


if __name__ == "__main__":
    main()
