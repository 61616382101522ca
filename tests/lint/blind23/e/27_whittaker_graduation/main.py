from loader import quarterly_exposure
from graduation import whittaker_graduate

for q, exposure, deaths in quarterly_exposure():
    graduated = whittaker_graduate(exposure, deaths, 400.0)
    print(f"Q{q}: graduated q at cell 24 = {float(graduated[24]):.5f}")
