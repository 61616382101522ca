from model import detectability_adjusted
from surveys import load_surveys

for transect, counts, night in load_surveys():
    print(transect, night, round(float(detectability_adjusted(counts, night)), 2))
