from allometry import predict_height
from plots import load_plots, SPECIES_FORM, COEFS

for plot_id, sp, dbh in load_plots():
    form = SPECIES_FORM[sp]
    h = predict_height(dbh, COEFS[form], form)
    print(plot_id, sp, round(float(h.mean()), 2))
