from drive_test import load_sites
from model import fit_site

for name, log_d, mask, rssi in load_sites(5):
    theta = fit_site(log_d, mask, rssi)
    print(name, int(mask.sum()), [round(float(v), 2) for v in theta])
