from quality import maturity_index


def orchard_block(readings):
    return maturity_index(brix=readings["brix"], acidity=readings["acid"], firmness=readings["firm"])


def packhouse_lot(lot):
    return maturity_index(firmness=lot["firm"], brix=lot["brix"], acidity=lot["acid"])
