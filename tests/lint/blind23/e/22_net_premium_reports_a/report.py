from actuarial import net_premium


def pricing_table(ages, interest):
    return {age: float(net_premium(age, interest)) for age in ages}


def sensitivity(age, rates):
    return [float(net_premium(age, interest=r)) for r in rates]
