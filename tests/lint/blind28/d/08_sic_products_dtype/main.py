from metrics import extent_and_area
from products import PRODUCTS

for month in range(1, 4):
    for name, reader in PRODUCTS.items():
        sic = reader(month)
        extent, area = extent_and_area(sic)
        print(f"month {month} {name:>9s}: extent {float(extent)/1e6:.3f} Mkm2, area {float(area)/1e6:.3f} Mkm2")
